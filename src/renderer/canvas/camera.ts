// The camera: pixi-viewport with drag-pan (any mouse button on the map, so
// middle-drag and space+drag work and plain left-drag on the map does too
// until tools claim the left button), wheel and pinch zoom, and keys:
// arrows pan, +/- zoom.
import type { Application } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { PX_PER_INCH } from './units';

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 8;
const KEY_ZOOM_FACTOR = 1.25;
/** Screen pixels one arrow-key press moves the map. */
const KEY_PAN_SCREEN_PX = 64;

const PAN_BUTTONS_WITH_LEFT = 'left middle';
const PAN_BUTTONS_WITHOUT_LEFT = 'middle';

/**
 * Which mouse buttons pan. The middle button always does; the left button
 * does while Space is held, and also without Space until a tool claims it
 * (`setLeftButtonPans(false)`).
 */
export class PanButtons {
  private leftPans = true;
  private spaceDown = false;
  private current = PAN_BUTTONS_WITH_LEFT;
  private readonly unbind: () => void;

  constructor(
    private readonly viewport: Viewport,
    target: Window = window,
  ) {
    const onDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || isTyping(event.target)) return;
      event.preventDefault();
      this.spaceDown = true;
      this.apply();
    };
    const onUp = (event: KeyboardEvent) => {
      if (event.code !== 'Space') return;
      this.spaceDown = false;
      this.apply();
    };
    const onBlur = () => {
      this.spaceDown = false;
      this.apply();
    };
    target.addEventListener('keydown', onDown);
    target.addEventListener('keyup', onUp);
    target.addEventListener('blur', onBlur);
    this.unbind = () => {
      target.removeEventListener('keydown', onDown);
      target.removeEventListener('keyup', onUp);
      target.removeEventListener('blur', onBlur);
    };
  }

  get spaceHeld(): boolean {
    return this.spaceDown;
  }

  setLeftButtonPans(enabled: boolean): void {
    this.leftPans = enabled;
    this.apply();
  }

  private apply(): void {
    const wanted = this.leftPans || this.spaceDown ? PAN_BUTTONS_WITH_LEFT : PAN_BUTTONS_WITHOUT_LEFT;
    if (wanted === this.current) return;
    this.current = wanted;
    // Drag.mouseButtons() is how the plugin parses its option; calling it
    // again swaps the buttons without rebuilding the plugin mid-gesture.
    const drag = this.viewport.plugins.get('drag') as unknown as { mouseButtons(buttons: string): void } | null;
    drag?.mouseButtons(wanted);
  }

  destroy(): void {
    this.unbind();
  }
}

/** The camera over `app`'s canvas, whose screen is the canvas less `marginPx()` on each side (the map canvas's margin, slide.ts). */
export function createCamera(app: Application, marginPx: () => number = () => 0): Viewport {
  const viewport = new Viewport({
    screenWidth: app.screen.width - 2 * marginPx(),
    screenHeight: app.screen.height - 2 * marginPx(),
    worldWidth: PX_PER_INCH,
    worldHeight: PX_PER_INCH,
    events: app.renderer.events,
    passiveWheel: false,
  });
  viewport.drag({ mouseButtons: PAN_BUTTONS_WITH_LEFT }).pinch().wheel({ smooth: false }).clampZoom({ minScale: MIN_ZOOM, maxScale: MAX_ZOOM });
  app.renderer.on('resize', (width: number, height: number) => viewport.resize(width - 2 * marginPx(), height - 2 * marginPx()));
  return viewport;
}

/** Screen pixels along each edge covered by panels; the map is fitted into the rest. */
export interface ScreenInsets {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const NO_INSETS: ScreenInsets = { left: 0, top: 0, right: 0, bottom: 0 };

/** Fits the whole map on screen (inside the insets) with a small margin. */
export function fitCamera(viewport: Viewport, worldWidthPx: number, worldHeightPx: number, insets: ScreenInsets = NO_INSETS): void {
  viewport.resize(viewport.screenWidth, viewport.screenHeight, worldWidthPx, worldHeightPx);
  const margin = 0.95;
  // Panels that leave too little room are ignored rather than squeezing the map to nothing.
  const freeW = viewport.screenWidth - insets.left - insets.right;
  const freeH = viewport.screenHeight - insets.top - insets.bottom;
  const use = freeW >= viewport.screenWidth * 0.3 && freeH >= viewport.screenHeight * 0.3 ? insets : NO_INSETS;
  const w = viewport.screenWidth - use.left - use.right;
  const h = viewport.screenHeight - use.top - use.bottom;
  const scale = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.min((w / worldWidthPx) * margin, (h / worldHeightPx) * margin)));
  viewport.setZoom(scale, false);
  // Put the map's centre at the centre of the free area.
  const dx = (use.left - use.right) / 2 / scale;
  const dy = (use.top - use.bottom) / 2 / scale;
  viewport.moveCenter(worldWidthPx / 2 - dx, worldHeightPx / 2 - dy);
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Keyboard camera control; returns a function that removes the listener. */
export function bindCameraKeys(viewport: Viewport, target: Window = window): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    const step = KEY_PAN_SCREEN_PX / viewport.scale.x;
    const center = viewport.center;
    switch (event.key) {
      case 'ArrowLeft':
        viewport.moveCenter(center.x - step, center.y);
        break;
      case 'ArrowRight':
        viewport.moveCenter(center.x + step, center.y);
        break;
      case 'ArrowUp':
        viewport.moveCenter(center.x, center.y - step);
        break;
      case 'ArrowDown':
        viewport.moveCenter(center.x, center.y + step);
        break;
      case '+':
      case '=':
        zoomBy(viewport, KEY_ZOOM_FACTOR);
        break;
      case '-':
      case '_':
        zoomBy(viewport, 1 / KEY_ZOOM_FACTOR);
        break;
      default:
        return;
    }
    event.preventDefault();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}

function zoomBy(viewport: Viewport, factor: number): void {
  const scale = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, viewport.scale.x * factor));
  viewport.setZoom(scale, true);
}
