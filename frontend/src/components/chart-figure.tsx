import type { ReactNode } from 'react';

/**
 * A polaris-viz chart for the eye, and its numbers in words for a screen reader. polaris-viz
 * marks its drawing up as lists inside lists (an SVG `role="list"` holding bar groups that are
 * lists too) and its legend as a list of buttons, which screen readers cannot make sense of and
 * axe-core reports as critical; so the drawing is hidden from them, and the figure is one image
 * named by `description`. `legend` draws a legend that is not a control (polaris-viz's own is a
 * row of buttons that only highlight a series).
 */
export function ChartFigure({
  description,
  legend,
  height,
  testId,
  children,
}: {
  description: string;
  legend?: readonly { name: string; color: string; line?: boolean }[];
  /** In CSS pixels; polaris-viz fills the height it is given. */
  height: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={description}>
      {/* Inert as well as hidden: polaris-viz's line points take focus, and its tooltips, shown
          on focus and hover, throw as the page around them moves. */}
      <div aria-hidden="true" {...{ inert: '' }} style={{ height }} data-testid={testId}>
        {children}
      </div>
      {legend && (
        <div aria-hidden="true" style={legendStyle}>
          {legend.map((item) => (
            <span key={item.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span
                style={{
                  display: 'inline-block',
                  width: item.line ? 14 : 8,
                  height: item.line ? 2 : 8,
                  borderRadius: item.line ? 0 : '50%',
                  background: item.color,
                }}
              />
              {item.name}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

const legendStyle = {
  display: 'flex',
  justifyContent: 'center',
  gap: 16,
  paddingTop: 8,
  fontSize: 12,
  color: 'var(--p-color-text-secondary)',
} as const;
