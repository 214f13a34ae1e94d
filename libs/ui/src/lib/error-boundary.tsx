import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The render-failure screen's words: English (docs/product-rules.md) unless the app passes its language's. */
export interface ErrorScreenTexts {
  title: string;
  body: string;
  retry: string;
  reload: string;
}

export const ERROR_SCREEN_TEXTS: ErrorScreenTexts = {
  title: 'Something went wrong',
  body: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  retry: 'Try Again',
  reload: 'Reload Page',
};

interface Props {
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Read when the screen shows, so it is in the language active then. */
  texts?: () => ErrorScreenTexts;
}

interface State {
  error: Error | null;
}

/** The render-failure screen (product rule "Fixed labels"), with 'Try Again' (re-render) and 'Reload Page'. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <SomethingWentWrong
        texts={this.props.texts?.()}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

export function SomethingWentWrong({
  onRetry,
  texts = ERROR_SCREEN_TEXTS,
}: {
  onRetry: () => void;
  texts?: ErrorScreenTexts;
}) {
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.body}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={onRetry}>
          {texts.retry}
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {texts.reload}
        </Button>
      </Stack>
    </Box>
  );
}
