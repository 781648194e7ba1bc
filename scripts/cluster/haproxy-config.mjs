// The balancer of the cluster run (and the example in docs/deploy.md): round robin over the instances,
// only those whose /readyz answers 200, a request id on every request, timeouts that let live streams
// (Server-Sent Events, a keep-alive comment every 25 s) stay open.
export const haproxyConfig = ({ bindAddress, port, instances, statsSocket }) => `global
  stats socket ${statsSocket} mode 600 level admin
  maxconn 2000

defaults
  mode http
  option forwardfor
  # A connection an instance refuses (it is stopping, or gone) is tried again on another one. A
  # request an instance accepted is never replayed, not even on its 503 (the database was away, and
  # a write may have landed), so no write is made twice.
  option redispatch 1
  retries 3
  retry-on conn-failure
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 5s
  timeout check 3s
  timeout queue 10s

frontend explainer_studio
  bind ${bindAddress}:${port}
  http-request set-header X-Request-Id %[uuid] unless { req.hdr(x-request-id) -m found }
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A busy instance may take a moment to answer; requests under way on it are left to finish.
  default-server inter 1s fall 3 rise 2
${instances.map((instance) => `  server ${instance.name} ${instance.address}:${instance.port} check`).join('\n')}
`;
