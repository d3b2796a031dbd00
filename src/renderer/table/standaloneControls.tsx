// A floating TableControls panel for the GM page in standalone mode
// (`&table=1`), until the play screen mounts TableControls itself.
import { render } from 'preact';
import { TableControls } from '../ui/table-controls/TableControls';
import type { TableBridge } from './gmBridge';

export function mountStandaloneControls(bridge: TableBridge): () => void {
  const host = document.createElement('div');
  host.className = 'table-controls-float';
  host.dataset.testid = 'table-controls-float';
  host.style.cssText = 'position:fixed;right:8px;bottom:8px;z-index:50;max-width:380px;max-height:70vh;overflow:auto;background:rgba(32,33,36,0.95);color:#eee;padding:6px 10px;border-radius:6px;font:13px Arial,Helvetica,sans-serif';
  document.body.append(host);
  const draw = () => render(<TableControls state={bridge.controlsState()} actions={bridge.controlsActions()} />, host);
  const off = bridge.onChange(draw);
  draw();
  return () => {
    off();
    render(null, host);
    host.remove();
  };
}
