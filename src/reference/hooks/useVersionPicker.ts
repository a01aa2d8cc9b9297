import {useCallback} from 'react';
import {useHistory} from '@docusaurus/router';
import type {OperationVersion} from '../../../lib/reference/types';

/** Opens the page of the chosen version of an operation. */
export function useVersionPicker(versions: readonly OperationVersion[]): (id: string) => void {
  const history = useHistory();
  return useCallback(
    (id: string) => {
      const version = versions.find((candidate) => candidate.id === id);
      if (version) {
        history.push(version.permalink);
      }
    },
    [history, versions],
  );
}
