// A floating TableControls panel for the GM page in standalone mode
// (`&table=1`), until the play screen mounts TableControls itself; with the
// hand-over cover for hotseat secrecy.
import { render } from 'preact';
import type { World } from '../../core/model/schema';
import { HandOverScreen, TableControls } from '../ui/table-controls/TableControls';
import type { TableBridge } from './gmBridge';
import { createHandOverGate } from './handOver';

export interface StandaloneControls {
  /** Feed each new World (for the hand-over cover). */
  update(world: World): void;
  unmount(): void;
}

export function mountStandaloneControls(bridge: TableBridge): StandaloneControls {
  // A <details> so the GM can fold it away from the play panels.
  const shell = document.createElement('details');
  shell.open = true;
  shell.className = 'table-controls-float';
  shell.dataset.testid = 'table-controls-float';
  const summary = document.createElement('summary');
  summary.textContent = 'Table view';
  summary.style.cursor = 'pointer';
  const host = document.createElement('div');
  shell.append(summary, host);
  shell.style.cssText = 'position:fixed;right:8px;bottom:8px;z-index:50;max-width:380px;max-height:70vh;overflow:auto;background:rgba(32,33,36,0.95);color:#eee;padding:6px 10px;border-radius:6px;font:13px Arial,Helvetica,sans-serif';
  const cover = document.createElement('div');
  document.body.append(shell, cover);
  const gate = createHandOverGate();
  let handTo: string | null = null;
  const draw = () => {
    render(<TableControls state={bridge.controlsState()} actions={bridge.controlsActions()} />, host);
    const dismiss = () => {
      gate.dismiss();
      handTo = null;
      draw();
    };
    render(handTo ? <HandOverScreen nextSideName={handTo} onContinue={dismiss} /> : null, cover);
  };
  const off = bridge.onChange(draw);
  draw();
  return {
    update(world) {
      handTo = gate.update(world, bridge.options().handOver);
      draw();
    },
    unmount() {
      off();
      render(null, host);
      render(null, cover);
      shell.remove();
      cover.remove();
    },
  };
}
