// On-screen keyboard help (issue 6: keyboard throughout): every shortcut of
// tools/keyboard.ts, opened with ? / F1 or the toolbar's Keys button.
import { KEYBOARD } from '../../tools/keyboard';

/** Keys the panels and the camera handle themselves (not in tools/keyboard.ts). */
const MORE_KEYS: ReadonlyArray<[string, string]> = [
  ['? or F1', 'this help'],
  ['Arrows / + −', 'pan / zoom the map'],
  ['Space + drag, middle drag', 'pan the map'],
  ['Alt + arrows, drag the "Table TV" tab', 'move the table TV’s view (its footprint on the map) a square'],
  ['C', 'custom action'],
  ['Drag the active figure', 'move it: path and AP show while dragging; release on a square (hex) to move, Esc or an unreachable one cancels'],
];

export function KeyHelp({ onClose }: { onClose: () => void }) {
  return (
    <section class="key-help" role="dialog" aria-modal="false" aria-label="Keyboard shortcuts" data-testid="key-help">
      <div class="key-help-head">
        <h2>Keyboard</h2>
        <button type="button" aria-label="Close keyboard help" data-testid="key-help-close" onClick={onClose}>
          Close
        </button>
      </div>
      <table>
        <tbody>
          {[...KEYBOARD, ...MORE_KEYS].map(([key, what]) => (
            <tr key={key}>
              <th scope="row">
                <kbd>{key}</kbd>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
