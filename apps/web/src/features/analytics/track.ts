// A tiny, pluggable analytics hook point (§4: "Picking a location ... is tracked by analytics").
// No network by default: the storefront ships without a tracker, and a shop that wants one plugs a sink
// in at start (setAnalyticsSink) instead of every feature knowing about a vendor.

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;
export type AnalyticsEvent = { name: string; props: AnalyticsProps; at: number };
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const devSink: AnalyticsSink = (event) => {
  if (import.meta.env.DEV) console.debug('[analytics]', event.name, event.props);
};

let sink: AnalyticsSink = devSink;

/** Replace where events go (a tracker, a test spy); `null` restores the dev console sink. */
export function setAnalyticsSink(next: AnalyticsSink | null) {
  sink = next ?? devSink;
}

/** Records one event. Never throws: a broken tracker must not break checkout. */
export function track(name: string, props: AnalyticsProps = {}) {
  try {
    sink({ name, props, at: Date.now() });
  } catch {
    // ignored on purpose
  }
}
