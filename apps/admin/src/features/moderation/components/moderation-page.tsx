import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ContributionsQueue } from './contributions-queue';

const SECTIONS = [{ value: 'contributions', label: 'Contributions' }] as const;
type Section = (typeof SECTIONS)[number]['value'];

/** What people sent in and a moderator decides on. */
export function ModerationPage() {
  const [section, setSection] = useState<Section>('contributions');
  return (
    <Box>
      <Typography component="h1" variant="h4" gutterBottom>
        Moderation
      </Typography>
      <Paper variant="outlined">
        <Tabs value={section} onChange={(_event, value: Section) => setSection(value)} aria-label="Moderation sections" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {SECTIONS.map((entry) => (
            <Tab key={entry.value} value={entry.value} label={entry.label} id={`moderation-tab-${entry.value}`} aria-controls={`moderation-panel-${entry.value}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`moderation-panel-${section}`} aria-labelledby={`moderation-tab-${section}`} sx={{ p: 2 }}>
          {section === 'contributions' && <ContributionsQueue />}
        </Box>
      </Paper>
    </Box>
  );
}
