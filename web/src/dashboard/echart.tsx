import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the dashboard draws: bars, their axes, legend, tooltip and a description for screen
// readers, drawn as SVG (sharp in print, its text selectable).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

export interface ChartClick {
  seriesIndex?: number;
  dataIndex: number;
}

/** One ECharts chart that follows its option, its box's size, and reports clicks on bars. */
export const EChart = ({
  option,
  onClick,
  height = 260,
  label,
  testId,
}: {
  option: ChartOption;
  onClick?: (click: ChartClick) => void;
  height?: number;
  label: string;
  testId?: string;
}) => {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const clicked = useRef(onClick);
  clicked.current = onClick;

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) =>
      clicked.current?.({ seriesIndex: params.seriesIndex, dataIndex: params.dataIndex }),
    );
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // Left to right inside: SVG text anchors flip in a right-to-left page and the labels then
  // stand off their axes. Mirroring is the option's (axes inverted and moved), not the page's.
  return (
    <div
      ref={box}
      dir="ltr"
      role="img"
      aria-label={label}
      style={{ blockSize: height }}
      data-testid={testId}
    />
  );
};
