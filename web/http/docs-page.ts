/**
 * A self-contained page that renders `/v1/openapi.json`: no CDN, no build step, so it works on
 * machines without internet. It lists every operation with its scope, parameters, request body,
 * answers and the webhook events, and shows schemas as readable JSON.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shiftbook API</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #fafafa; }
  header { background: #1f2328; color: #fff; padding: 16px 32px; }
  main { max-width: 980px; margin: 0 auto; padding: 16px 32px 64px; }
  nav a { margin-right: 12px; }
  h2 { border-bottom: 1px solid #ddd; padding-bottom: 4px; margin-top: 40px; }
  details { background: #fff; border: 1px solid #ddd; border-radius: 6px; margin: 8px 0; }
  summary { cursor: pointer; padding: 8px 12px; font-family: ui-monospace, monospace; }
  .body { padding: 0 16px 12px; }
  .method { display: inline-block; min-width: 64px; font-weight: 700; text-transform: uppercase; }
  .get { color: #0969da } .post { color: #1a7f37 } .patch { color: #9a6700 } .delete { color: #cf222e }
  .scope { float: right; color: #57606a; font-size: 13px; }
  pre { background: #f6f8fa; padding: 8px; overflow: auto; font-size: 13px; border-radius: 4px; }
  table { border-collapse: collapse; } td, th { text-align: left; padding: 2px 12px 2px 0; vertical-align: top; }
  code { font-family: ui-monospace, monospace; }
</style>
</head>
<body>
<header><strong>Shiftbook API</strong> &middot; <a style="color:#9cf" href="/v1/openapi.json">openapi.json</a></header>
<main id="root">Loading the OpenAPI document&hellip;</main>
<script>
(async () => {
  const root = document.getElementById('root');
  const doc = await (await fetch('/v1/openapi.json')).json();
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    for (const child of children) node.append(child);
    return node;
  };
  const resolve = (schema) => {
    if (schema && schema.$ref) return { $ref: schema.$ref.split('/').pop() };
    return schema;
  };
  const json = (value) => el('pre', {}, JSON.stringify(value, null, 2));
  root.textContent = '';
  root.append(el('p', {}, doc.info.description));
  const byTag = new Map();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = (op.tags || ['Other'])[0];
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push({ path, method, op });
    }
  }
  const nav = el('nav');
  root.append(nav);
  for (const [tag, ops] of byTag) {
    const id = tag.toLowerCase().replace(/\\W+/g, '-');
    nav.append(el('a', { href: '#' + id }, tag));
    root.append(el('h2', { id }, tag));
    const described = (doc.tags || []).find((t) => t.name === tag);
    if (described) root.append(el('p', {}, described.description));
    for (const { path, method, op } of ops) {
      const body = el('div', { class: 'body' }, el('p', {}, op.description || ''));
      if (op.parameters && op.parameters.length) {
        const table = el('table', {}, el('tr', {}, el('th', {}, 'parameter'), el('th', {}, 'in'), el('th', {}, 'schema')));
        for (const p of op.parameters)
          table.append(el('tr', {}, el('td', {}, el('code', {}, p.name + (p.required ? ' *' : ''))), el('td', {}, p.in), el('td', {}, el('code', {}, JSON.stringify(p.schema)))));
        body.append(el('h4', {}, 'Parameters'), table);
      }
      if (op.requestBody) {
        const media = op.requestBody.content['application/json'];
        body.append(el('h4', {}, 'Request body'), json(media.schema));
        if (media.example) body.append(el('div', {}, 'Example:'), json(media.example));
      }
      body.append(el('h4', {}, 'Responses'));
      for (const [status, response] of Object.entries(op.responses)) {
        const media = response.content && Object.entries(response.content)[0];
        body.append(el('div', {}, el('strong', {}, status + ' '), response.description + (media ? ' (' + media[0] + ')' : '')));
        if (status < '300' && media) {
          body.append(json(resolve(media[1].schema)));
          if (media[1].example) body.append(el('div', {}, 'Example:'), json(media[1].example));
        }
      }
      const scope = op['x-scope'] || '';
      root.append(el('details', {}, el('summary', {}, el('span', { class: 'method ' + method }, method), ' ' + path + ' \\u2014 ' + op.summary, el('span', { class: 'scope' }, scope)), body));
    }
  }
  root.append(el('h2', { id: 'webhooks' }, 'Webhook events'));
  for (const [name, item] of Object.entries(doc.webhooks || {})) {
    const media = item.post.requestBody.content['application/json'];
    const body = el('div', { class: 'body' }, el('p', {}, item.post.description), json(resolve(media.schema)));
    if (media.example) body.append(el('div', {}, 'Example:'), json(media.example));
    root.append(el('details', {}, el('summary', {}, name + ' \\u2014 ' + item.post.summary), body));
  }
  root.append(el('h2', { id: 'schemas' }, 'Schemas'));
  for (const [name, schema] of Object.entries(doc.components.schemas))
    root.append(el('details', {}, el('summary', {}, name), el('div', { class: 'body' }, json(schema))));
})().catch((error) => { document.getElementById('root').textContent = 'Could not load the document: ' + error; });
</script>
</body>
</html>
`;
