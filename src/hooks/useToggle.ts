import {useCallback, useEffect, useState} from 'react';

/** An on/off state; `follow` turns it on whenever it becomes true (e.g. a group becomes active). */
export function useToggle(initial: boolean, follow = false): [boolean, () => void] {
  const [on, setOn] = useState(initial);
  useEffect(() => {
    if (follow) {
      setOn(true);
    }
  }, [follow]);
  const toggle = useCallback(() => setOn((value) => !value), []);
  return [on, toggle];
}
