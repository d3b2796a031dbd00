// A small DOM for rendering the editor panels with Preact in vitest (no DOM
// library is installed: happy-dom or jsdom would replace this file). It has
// what Preact's diff uses (create, insert, remove, attributes, properties,
// style, listeners) plus bubbling events and lookups for the tests.
const HTML_NS = 'http://www.w3.org/1999/xhtml';

class FakeNode {
  parentNode: FakeElement | null = null;
  childNodes: FakeNode[] = [];
  constructor(
    readonly nodeType: number,
    readonly ownerDocument: FakeDocument,
  ) {}
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get nextSibling(): FakeNode | null {
    const p = this.parentNode;
    if (!p) return null;
    return p.childNodes[p.childNodes.indexOf(this) + 1] ?? null;
  }
  remove(): void {
    this.parentNode?.removeChild(this);
  }
  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    for (const c of this.childNodes) c.parentNode = null;
    this.childNodes = [];
    if (text) (this as unknown as FakeElement).appendChild(this.ownerDocument.createTextNode(text));
  }
}

class FakeText extends FakeNode {
  constructor(
    public data: string,
    doc: FakeDocument,
  ) {
    super(3, doc);
  }
  override get textContent(): string {
    return this.data;
  }
  override set textContent(t: string) {
    this.data = t;
  }
}

type Listener = (ev: FakeEvent) => void;

export class FakeEvent {
  target: FakeElement | null = null;
  currentTarget: FakeElement | null = null;
  defaultPrevented = false;
  private stopped = false;
  constructor(
    readonly type: string,
    readonly init: Record<string, unknown> = {},
  ) {
    Object.assign(this, init);
  }
  preventDefault(): void {
    this.defaultPrevented = true;
  }
  stopPropagation(): void {
    this.stopped = true;
  }
  get propagationStopped(): boolean {
    return this.stopped;
  }
}

class FakeStyle {
  cssText = '';
  setProperty(name: string, value: string): void {
    (this as unknown as Record<string, string>)[name] = value;
  }
}

export class FakeElement extends FakeNode {
  readonly namespaceURI: string;
  readonly localName: string;
  readonly attributes = new Map<string, string>();
  readonly style = new FakeStyle();
  private readonly listeners = new Map<string, Set<Listener>>();
  // Form properties Preact sets as properties ("name in dom").
  value = '';
  checked = false;
  disabled = false;
  selected = false;
  constructor(tag: string, ns: string | null, doc: FakeDocument) {
    super(1, doc);
    this.localName = tag.toLowerCase();
    this.namespaceURI = ns ?? HTML_NS;
  }
  get nodeName(): string {
    return this.localName.toUpperCase();
  }
  get tagName(): string {
    return this.nodeName;
  }
  insertBefore<T extends FakeNode>(node: T, ref: FakeNode | null): T {
    node.parentNode?.removeChild(node);
    const i = ref ? this.childNodes.indexOf(ref) : -1;
    if (i < 0) this.childNodes.push(node);
    else this.childNodes.splice(i, 0, node);
    node.parentNode = this;
    return node;
  }
  appendChild<T extends FakeNode>(node: T): T {
    return this.insertBefore(node, null);
  }
  removeChild<T extends FakeNode>(node: T): T {
    const i = this.childNodes.indexOf(node);
    if (i >= 0) this.childNodes.splice(i, 1);
    node.parentNode = null;
    return node;
  }
  setAttribute(name: string, value: unknown): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  addEventListener(type: string, fn: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: Listener): void {
    this.listeners.get(type)?.delete(fn);
  }
  /** Bubbles from this element up to the root. */
  dispatchEvent(ev: FakeEvent): boolean {
    ev.target = this;
    this.fire(ev);
    return !ev.defaultPrevented;
  }
  private fire(ev: FakeEvent): void {
    ev.currentTarget = this;
    for (const fn of [...(this.listeners.get(ev.type) ?? [])]) fn.call(this, ev);
    if (!ev.propagationStopped) this.parentNode?.fire(ev);
  }
  /** Elements below this one (depth first) that pass `test`. */
  findAll(test: (el: FakeElement) => boolean): FakeElement[] {
    const out: FakeElement[] = [];
    const walk = (n: FakeNode) => {
      for (const c of n.childNodes) {
        if (c instanceof FakeElement) {
          if (test(c)) out.push(c);
          walk(c);
        }
      }
    };
    walk(this);
    return out;
  }
}

export class FakeDocument {
  createElement(tag: string): FakeElement {
    return new FakeElement(tag, HTML_NS, this);
  }
  createElementNS(ns: string | null, tag: string): FakeElement {
    return new FakeElement(tag, ns, this);
  }
  createTextNode(text: string): FakeText {
    return new FakeText(text, this);
  }
}

/** A detached root to render into. */
export function fakeRoot(): FakeElement {
  return new FakeDocument().createElement('div');
}
