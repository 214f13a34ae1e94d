import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ContributionsQueue } from './contributions-queue';
import { EbtRefusalsQueue } from './ebt-refusals-queue';
import { FlaggedContentQueue } from './flagged-content-queue';
import { SubmissionsTable } from './submissions-table';

const SECTIONS = [
  { value: 'reports', label: 'Reports' },
  { value: 'claims', label: 'Claims' },
  { value: 'contributions', label: 'Contributions' },
  { value: 'flagged', label: 'Flagged content' },
  { value: 'ebt-refusals', label: 'EBT refusals' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

/** What people sent in and a moderator decides on. */
export function ModerationPage() {
  const [section, setSection] = useState<Section>('reports');
  return (
    <Box>
      <Typography component="h1" variant="h4" gutterBottom>
        Moderation
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={section}
          onChange={(_event, value: Section) => setSection(value)}
          aria-label="Moderation sections"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {SECTIONS.map((entry) => (
            <Tab
              key={entry.value}
              value={entry.value}
              label={entry.label}
              id={`moderation-tab-${entry.value}`}
              aria-controls={`moderation-panel-${entry.value}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`moderation-panel-${section}`}
          aria-labelledby={`moderation-tab-${section}`}
          sx={{ p: 2 }}
        >
          {section === 'flagged' && <FlaggedContentQueue />}
          {section === 'reports' && <SubmissionsTable key="reports" kind="reports" />}
          {section === 'claims' && <SubmissionsTable key="claims" kind="claims" />}
          {section === 'contributions' && <ContributionsQueue />}
          {section === 'ebt-refusals' && <EbtRefusalsQueue />}
        </Box>
      </Paper>
    </Box>
  );
}
