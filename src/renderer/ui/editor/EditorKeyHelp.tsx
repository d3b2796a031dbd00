// The editor's key list (? or F1): the tools' keys and the editing shortcuts.
import { EDITOR_KEYS } from '../../tools/editor/registry';
import { EDITOR_TABS } from './EditorScreen';

export function EditorKeyHelp({ onClose }: { onClose: () => void }) {
  const panelKeys = EDITOR_TABS.map((t) => [t.shortcut, `${t.title} tab`] as [string, string]);
  return (
    <section class="key-help" role="dialog" aria-modal="false" aria-label="Editor keyboard shortcuts" data-testid="key-help">
      <div class="key-help-head">
        <h2>Editor keys</h2>
        <button type="button" aria-label="Close keyboard help" onClick={onClose}>
          Close
        </button>
      </div>
      <table>
        <tbody>
          {[...EDITOR_KEYS, ...panelKeys].map(([key, what]) => (
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
