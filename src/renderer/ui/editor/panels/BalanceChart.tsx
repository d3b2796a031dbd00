// Win rate per side, stacked by the objective that decided the wins, drawn by
// Chart.js (only the parts a bar chart needs are registered).
import { useEffect, useRef } from 'preact/hooks';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { BalanceChartData } from '../../../editor/balance/protocol';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const PALETTE = ['#3a7bd5', '#d5493a', '#3aa55d', '#c9a227', '#8e44ad', '#16a5a5', '#e67e22', '#7f8c8d'];

export function BalanceChart({ data }: { data: BalanceChartData }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: data.labels, datasets: data.datasets.map((d, i) => ({ ...d, backgroundColor: PALETTE[i % PALETTE.length] })) },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { x: { stacked: true }, y: { stacked: true, min: 0, max: 100, title: { display: true, text: '% of games won' } } },
        plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${String(c.raw)}%` } } },
      },
    });
    return () => chart.destroy();
  }, [data]);
  return (
    <div style="position: relative; height: 220px;" data-testid="balance-chart">
      <canvas ref={canvas} aria-label="Win rate per side by deciding objective" role="img" />
    </div>
  );
}
