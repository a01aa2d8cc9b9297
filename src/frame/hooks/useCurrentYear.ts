import {useEffect, useState} from 'react';

/**
 * The year when the page is viewed, not when it was built: undefined in the static HTML and
 * during hydration (so server and client agree), then the reader's current year.
 */
export function useCurrentYear(now: () => Date = () => new Date()): number | undefined {
  const [year, setYear] = useState<number>();
  useEffect(() => {
    setYear(now().getFullYear());
    // `now` is for tests; the year is read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return year;
}
