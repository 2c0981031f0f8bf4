/**
 * The value of one series (`name{labels}`, as Prometheus prints it) on the service's `/metrics`,
 * 0 when it has not been counted yet; `token` for a service with METRICS_TOKEN set.
 */
export async function metricValue(url: string, series: string, token?: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const line = (await response.text()).split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}
