export type Backend = 'embedded PostgreSQL' | 'PGlite' | 'PostgreSQL' | 'Kafka' | 'frontend';

/** One printed figure, with its target when it has one. */
export interface Figure {
  backend: Backend;
  benchmark: string;
  value: string;
  target?: string;
  /** undefined: no target, or nothing measured. */
  met?: boolean;
}

export class Report {
  readonly figures: Figure[] = [];

  /** Records a figure and prints it at once. */
  add(figure: Figure): void {
    this.figures.push(figure);
    process.stdout.write(`  ${figure.benchmark}: ${figure.value}${targetText(figure)}\n`);
  }

  /** The closing table: every figure, its target and ✓/✗. */
  table(): string {
    const head = ['backend', 'benchmark', 'figure', 'target', ''];
    const rows = this.figures.map((f) => [f.backend, f.benchmark, f.value, f.target ?? '', mark(f)]);
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]!].length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
        .join(' | ')
        .trimEnd();
    const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
    return [line(head), rule, ...rows.map(line)].join('\n');
  }

  summary(): string {
    const judged = this.figures.filter((f) => f.met !== undefined);
    const missed = judged.filter((f) => !f.met);
    return missed.length === 0
      ? `targets: all ${judged.length} met`
      : `targets: ${judged.length - missed.length} of ${judged.length} met; missed: ${missed.map((f) => `${f.backend} ${f.benchmark}`).join(', ')}`;
  }
}

const mark = (f: Figure): string => (f.met === undefined ? '' : f.met ? '✓' : '✗');

const targetText = (f: Figure): string => (f.target ? `  (target ${f.target} ${mark(f)})` : '');
