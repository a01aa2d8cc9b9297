import {useCallback, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {isAuthorizationReturn} from '../tryItReturn';

/** Whether the console is open: the reader opens it, and it opens by itself on the way back from signing in. */
export function useTryItOpen(): {open: boolean; toggle: () => void} {
  const {search} = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (isAuthorizationReturn(search)) {
      setOpen(true);
    }
  }, [search]);
  const toggle = useCallback(() => setOpen((before) => !before), []);
  return {open, toggle};
}
