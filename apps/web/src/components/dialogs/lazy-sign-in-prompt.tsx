import { lazy, Suspense } from 'react';

const SignInPromptDialog = lazy(() =>
  import('./sign-in-prompt-dialog').then((m) => ({ default: m.SignInPromptDialog })),
);

/** The dialog's code (Modal, transitions) is fetched only the first time it opens. */
export function LazySignInPrompt({
  open,
  onClose,
  action,
}: {
  open: boolean;
  onClose: () => void;
  action?: string;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInPromptDialog open={open} onClose={onClose} action={action} />
    </Suspense>
  );
}
