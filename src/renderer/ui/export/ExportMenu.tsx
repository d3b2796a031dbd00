// "Export" in the top bar: the open map as PNG, as a true-scale PDF to print
// and tape together, or as Universal VTT for Foundry, Owlbear Rodeo and
// MapTool (issue 18). Files leave as downloads (web mode; Electron asks where
// to save them with its save dialog).
import { Component } from 'preact';
import { useState } from 'preact/hooks';
import type { World } from '../../../core/model/schema';
// Module by module, not the export index: pdf-lib stays out of the startup bundle.
import { buildDrawList } from '../../../core/io/export/drawList';
import { backgroundBase64, exportUvtt } from '../../../core/io/export/uvtt';
import type { PaperName } from '../../../core/io/export/pages';
import { canvasToPng, paintToCanvas } from './paintCanvas';

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'map'
  );
}

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function ExportMenuPanel({ world }: { world: World }) {
  const [grid, setGrid] = useState(true);
  const [figures, setFigures] = useState(true);
  const [zones, setZones] = useState(true);
  const [ppi, setPpi] = useState(100);
  const [paper, setPaper] = useState<PaperName>('letter');
  const [status, setStatus] = useState<string | null>(null);
  const name = slug(world.scenario.title);
  const hex = world.map.grid !== 'square';
  const options = { grid, figures, zones };

  const run = (what: string, job: () => Promise<string>) => async () => {
    setStatus(`${what}…`);
    try {
      setStatus(await job());
    } catch (err) {
      setStatus(`${what} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const png = run('PNG', async () => {
    const canvas = await paintToCanvas(buildDrawList(world, options), ppi);
    download(await canvasToPng(canvas), `${name}.png`);
    return `${name}.png: ${canvas.width}x${canvas.height} px at ${ppi} pixels per inch`;
  });
  const pdf = run('PDF', async () => {
    // pdf-lib is loaded on first use: most sessions never print.
    const { exportPdf } = await import('../../../core/io/export/pdf');
    const out = await exportPdf(buildDrawList(world, options), { paper, marginInches: 0.5, overlapInches: 0.5, orientation: 'auto', title: world.scenario.title });
    download(new Blob([out.bytes as BlobPart], { type: 'application/pdf' }), `${name}.pdf`);
    const { rows, columns, tiles } = out.layout;
    return `${name}.pdf: ${tiles.length} ${paper === 'a4' ? 'A4' : 'Letter'} page${tiles.length === 1 ? '' : 's'} (${rows} × ${columns}); print at 100%${out.notes.length ? ` — ${out.notes.join('; ')}` : ''}`;
  });
  const uvtt = run('Universal VTT', async () => {
    let image = backgroundBase64(world);
    if (!image) image = await blobToBase64(await canvasToPng(await paintToCanvas(buildDrawList(world, { grid: false, figures: false, zones: false }), ppi)));
    const out = exportUvtt(world, { pixelsPerGrid: ppi, imageBase64: image });
    if (!out.ok) throw new Error(out.error);
    download(new Blob([out.text], { type: 'application/json' }), `${name}.dd2vtt`);
    return `${name}.dd2vtt: Universal VTT 0.3${out.skipped.length ? ` (left out: ${out.skipped.join('; ')})` : ''}`;
  });

  return (
    <details class="export-menu" data-testid="export-menu" style={{ position: 'relative' }}>
      <summary role="button" aria-label="Export map" title="Export the map: PNG, print at true scale (PDF), Universal VTT">
        Export
      </summary>
      <div
        class="panel"
        role="group"
        aria-label="Export map"
        style={{
          position: 'absolute',
          right: 0,
          top: '100%',
          zIndex: 50,
          minWidth: '17rem',
          padding: '0.6rem',
          display: 'grid',
          gap: '0.4rem',
          background: 'var(--panel-solid)',
          border: '1px solid var(--line)',
          borderRadius: 'var(--radius)',
          color: 'var(--text)',
        }}
      >
        <label>
          <input type="checkbox" checked={grid} onChange={(e) => setGrid(e.currentTarget.checked)} /> Grid
        </label>
        <label>
          <input type="checkbox" checked={figures} onChange={(e) => setFigures(e.currentTarget.checked)} /> Figures
        </label>
        <label>
          <input type="checkbox" checked={zones} onChange={(e) => setZones(e.currentTarget.checked)} /> Zones (smoke, fire, stun)
        </label>
        <label>
          Pixels per inch{' '}
          <input
            type="number"
            min={10}
            max={600}
            step={10}
            value={ppi}
            aria-label="Pixels per inch"
            style={{ width: '5rem' }}
            onChange={(e) => setPpi(Math.max(10, Math.min(600, Number(e.currentTarget.value) || 100)))}
          />
        </label>
        <button type="button" data-testid="export-png" onClick={png}>
          Export PNG
        </button>
        <label>
          Paper{' '}
          <select aria-label="Paper" value={paper} onChange={(e) => setPaper(e.currentTarget.value as PaperName)}>
            <option value="letter">Letter</option>
            <option value="a4">A4</option>
          </select>
        </label>
        <button type="button" data-testid="export-pdf" title="One square = one inch on paper, tiled over pages with overlap strips and crop marks" onClick={pdf}>
          Print at true scale (PDF)
        </button>
        <button
          type="button"
          data-testid="export-uvtt"
          aria-disabled={hex ? 'true' : undefined}
          class={hex ? 'disabled' : ''}
          title={hex ? 'Universal VTT has no hex grids: export PNG or PDF' : 'Universal VTT (.dd2vtt) for Foundry VTT, Owlbear Rodeo, MapTool'}
          onClick={() => !hex && uvtt()}
        >
          Export Universal VTT
        </button>
        {status && (
          <p role="status" data-testid="export-status" style={{ margin: 0, maxWidth: '17rem' }}>
            {status}
          </p>
        )}
      </div>
    </details>
  );
}

/**
 * Renders again only when the World changes: the App root renders on every turn and the menu reads no preview
 * (issue 16 hover). Not preact/compat's memo: importing compat installs its React-emulation hooks for the whole app,
 * run on every element and event (about 0.4 ms of the slowest pointer moves), and turns every text field's
 * onChange into onInput (a commit per keystroke where the fields commit on change).
 */
export class ExportMenu extends Component<{ world: World }> {
  override shouldComponentUpdate(next: { world: World }): boolean {
    return next.world !== this.props.world;
  }
  override render({ world }: { world: World }) {
    return <ExportMenuPanel world={world} />;
  }
}
