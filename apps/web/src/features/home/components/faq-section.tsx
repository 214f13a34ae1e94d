import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CoverageFacts } from '../../../lib/coverage-text';
import { homeFaqs } from '../utils/home-content';
import { WithSource } from '../../../components/sources/with-source';

/** Native details/summary: an accessible accordion with no extra script. */
export function FaqSection({ coverage }: { coverage?: CoverageFacts | null }) {
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ mt: 4 }}>
      <Typography id="faq-heading" component="h2" variant="h5" gutterBottom>
        <Trans>Frequently Asked Questions</Trans>
      </Typography>
      {homeFaqs(coverage).map((faq) => (
        <Box
          key={faq.question}
          component="details"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            py: 1.5,
            '& summary': { cursor: 'pointer', fontWeight: 600, listStylePosition: 'outside' },
          }}
        >
          <summary>{faq.question}</summary>
          <Typography sx={{ mt: 1 }} color="text.secondary">
            {faq.source ? <WithSource text={faq.answer} source={faq.source} /> : faq.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
