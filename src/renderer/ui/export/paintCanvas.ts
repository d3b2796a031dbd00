// Paints the core draw list on a 2D canvas: the app's PNG export (and the
// UVTT picture) with the browser's anti-aliasing and fonts. Same list as the
// CLI rasterizer and the PDF, so every export shows the same map.
import type { Colour, DrawList } from '../../../core/io/export/drawList';
import { imageSizePx, imageSizeProblem } from '../../../core/io/export/raster';

function css(c: Colour): string {
  return `rgba(${c.r},${c.g},${c.b},${c.a})`;
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** The map at `ppi` pixels per inch; rejects with a readable message when too large. */
export async function paintToCanvas(list: DrawList, ppi: number): Promise<HTMLCanvasElement> {
  const { width, height } = imageSizePx(list, ppi);
  const problem = imageSizeProblem(width, height);
  if (problem) throw new Error(problem);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('this browser gives no 2D canvas to draw the image on');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.scale(ppi, ppi);
  // Only embedded pictures: a relative path has no file to read from a web page.
  const bg = list.background?.src.startsWith('data:') ? await loadImage(list.background.src) : null;
  if (bg && list.background) g.drawImage(bg, list.background.originInches.x, list.background.originInches.y, list.background.widthInches, list.background.heightInches);
  for (const s of list.shapes) {
    if (s.kind === 'polygon') {
      g.beginPath();
      s.points.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
      g.closePath();
      g.fillStyle = css(s.fill);
      g.fill();
    } else if (s.kind === 'line') {
      g.beginPath();
      g.moveTo(s.a.x, s.a.y);
      g.lineTo(s.b.x, s.b.y);
      g.lineWidth = s.widthInches;
      g.lineCap = 'square';
      g.strokeStyle = css(s.colour);
      g.stroke();
    } else if (s.kind === 'circle') {
      g.beginPath();
      g.arc(s.center.x, s.center.y, s.radiusInches, 0, Math.PI * 2);
      g.fillStyle = css(s.fill);
      g.fill();
      if (s.stroke && s.strokeInches) {
        g.lineWidth = s.strokeInches;
        g.strokeStyle = css(s.stroke);
        g.stroke();
      }
    } else {
      g.font = `bold ${s.sizeInches}px sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillStyle = css(s.colour);
      g.fillText(s.text, s.center.x, s.center.y);
    }
  }
  return canvas;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the browser could not encode the PNG'))), 'image/png'));
}
