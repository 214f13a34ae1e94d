import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../hooks/use-page-meta';
import { Breadcrumbs } from './breadcrumbs';

interface Props {
  title: string;
  metaTitle?: string;
  description: string;
  path: string;
  children: ReactNode;
  structuredData?: object[];
}

/** Information pages: breadcrumbs, one h1, readable line length. */
export function ContentPage({
  title,
  metaTitle,
  description,
  path,
  children,
  structuredData,
}: Props) {
  const { t } = useLingui();
  usePageMeta({
    title: metaTitle ?? t`${title} | SNAP/EBT Store Finder`,
    description,
    canonicalPath: path,
    structuredData,
  });
  return (
    <Box
      component="article"
      sx={{ maxWidth: 820, mx: 'auto', '& h2': { mt: 4 }, '& p, & li': { lineHeight: 1.6 } }}
    >
      <Breadcrumbs />
      <Typography component="h1" variant="h4" gutterBottom sx={{ fontSize: { xs: 26, md: 34 } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function H2({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="h5" gutterBottom>
      {children}
    </Typography>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

export function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Box
      component="details"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        py: 1.5,
        '& summary': { cursor: 'pointer', fontWeight: 600 },
      }}
    >
      <summary>{question}</summary>
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Box>
  );
}
