import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_FAQS } from '../utils/home-content';

/** Native details/summary: an accessible accordion with no extra script. */
export function FaqSection() {
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ mt: 4 }}>
      <Typography id="faq-heading" component="h2" variant="h5" gutterBottom>
        Frequently Asked Questions
      </Typography>
      {HOME_FAQS.map((faq) => (
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
            {faq.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
