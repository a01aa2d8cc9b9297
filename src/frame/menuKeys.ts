/** Keyboard moves inside a dropdown menu of links (disclosure pattern; pure, see useDropdownMenu). */
import {wrapIndex} from '../search/combobox';

/**
 * The link that `key` moves the focus to from link `current` (-1: none focused) among `count`:
 * ArrowDown and ArrowUp step and wrap at both ends, Home and End jump. Undefined for any other key,
 * which the menu leaves to the browser (Tab, Enter).
 */
export function menuKeyTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) {
    return undefined;
  }
  switch (key) {
    case 'ArrowDown':
      return wrapIndex(current, 1, count);
    case 'ArrowUp':
      return wrapIndex(current, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
