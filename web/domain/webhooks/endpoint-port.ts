/**
 * Ports an endpoint URL may name (decision 0039): 443 and 8443, and any port from 1024 to
 * 65535 but those where well-known databases, brokers, caches and cluster control planes
 * listen. The ports below 1024 are the system services' (SSH, SMTP, DNS, LDAP…): no webhook
 * receiver needs one but 443. The refused high ports are those of services that are often left
 * reachable without authentication, which our sender must not be made to knock on, nor to
 * report on (an attempt's error tells refused from timed out).
 */
export const REFUSED_HIGH_PORTS: ReadonlyMap<number, string> = new Map([
  [1433, 'SQL Server'],
  [1521, 'Oracle'],
  [2049, 'NFS'],
  [2375, 'Docker'],
  [2376, 'Docker'],
  [2379, 'etcd'],
  [2380, 'etcd'],
  [3306, 'MySQL'],
  [3389, 'Remote Desktop'],
  [4369, 'Erlang port mapper'],
  [5432, 'PostgreSQL'],
  [5672, 'AMQP'],
  [5984, 'CouchDB'],
  [6379, 'Redis'],
  [6443, 'Kubernetes API'],
  [8500, 'Consul'],
  [9042, 'Cassandra'],
  [9092, 'Kafka'],
  [9200, 'Elasticsearch'],
  [9300, 'Elasticsearch'],
  [10250, 'Kubernetes kubelet'],
  [11211, 'memcached'],
  [15672, 'RabbitMQ management'],
  [27017, 'MongoDB'],
]);

/** The port a URL connects to: its own, or its scheme's default. */
export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'http:' ? 80 : 443;
}

/** Why an https endpoint URL's port is refused, or null when it is allowed. */
export function endpointPortProblem(url: URL): string | null {
  const port = effectivePort(url);
  if (port === 443 || port === 8443) return null;
  if (port < 1024) return `must use port 443, 8443 or one from 1024 to 65535, not ${port}`;
  const service = REFUSED_HIGH_PORTS.get(port);
  if (service) return `must not use port ${port}, where ${service} listens`;
  return null;
}
