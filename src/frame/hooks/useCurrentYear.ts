import {useEffect, useRef, useState} from 'react';

/**
 * The year when the page is viewed, not when it was built: undefined in the static HTML and
 * during hydration (so server and client agree), then the reader's current year.
 */
export function useCurrentYear(now: () => Date = () => new Date()): number | undefined {
  const [year, setYear] = useState<number>();
  // `now` is for tests; the year is read once per mount, with the clock of the first render.
  const clock = useRef(now);
  useEffect(() => {
    setYear(clock.current().getFullYear());
  }, []);
  return year;
}
