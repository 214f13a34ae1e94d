import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The `token` of an e-mailed link (confirm the e-mail, reset the password), read once and then taken
 * out of the address: it must not stay in the history, a shared screen, a bookmark or what analytics
 * or a later page's referrer see. */
export function useLinkToken(): string | null {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('token');
  const [token, setToken] = useState(inAddress);
  // A newer link opened on the same page replaces the one kept (state adjusted while rendering).
  if (inAddress !== null && inAddress !== token) setToken(inAddress);
  useEffect(() => {
    if (inAddress === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  return inAddress ?? token;
}
