/**
 * A self-contained page that renders `/v1/openapi.json`: no CDN, no build step, so it works on
 * machines without internet. It lists every operation with its scope, parameters, request body,
 * answers and the webhook events, and shows schemas as readable JSON. The document's texts are
 * Markdown with inline code only, so `prose` turns each backtick pair into a <code>; a full
 * Markdown renderer would be the page's first dependency for nothing more.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Shiftbook API</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #fafafa; }
  header { background: #1f2328; color: #fff; padding: 16px 32px; display: flex; gap: 16px; align-items: baseline; }
  header h1 { font-size: 18px; margin: 0; }
  main { max-width: 980px; margin: 0 auto; padding: 16px 32px 64px; }
  /* Each link a touch target of at least 24 px (WCAG 2.5.8), however short its tag ("Me"). */
  nav a { display: inline-block; min-width: 24px; min-height: 24px; line-height: 24px; margin: 0 12px 4px 0; text-align: center; }
  h2 { border-bottom: 1px solid #ddd; padding-bottom: 4px; margin-top: 40px; }
  details { background: #fff; border: 1px solid #ddd; border-radius: 6px; margin: 8px 0; }
  /* A flex row, so a long summary wraps beside its scope instead of pushing it out of the row;
     flex drops the disclosure triangle, so the row draws its own. */
  summary { cursor: pointer; padding: 8px 12px; display: flex; gap: 12px; align-items: baseline; list-style: none; }
  summary::-webkit-details-marker { display: none; }
  summary::before { content: '\\25B8'; color: #57606a; }
  details[open] > summary::before { content: '\\25BE'; }
  summary .route { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  .body { padding: 0 16px 12px; }
  .method { display: inline-block; min-width: 64px; font-weight: 700; text-transform: uppercase; }
  .get { color: #0969da } .post { color: #1a7f37 } .patch { color: #9a6700 } .delete { color: #cf222e }
  .scope { flex-shrink: 0; color: #57606a; font-size: 13px; font-family: ui-monospace, monospace; }
  .path { font-family: ui-monospace, monospace; }
  pre { background: #f6f8fa; padding: 8px; overflow: auto; font-size: 13px; border-radius: 4px; }
  table { border-collapse: collapse; } td, th { text-align: left; padding: 2px 12px 2px 0; vertical-align: top; }
  code { font-family: ui-monospace, monospace; font-size: 0.92em; background: #eff1f3; padding: 0 3px; border-radius: 3px; }
</style>
</head>
<body>
<header><h1>Shiftbook API</h1><a style="color:#9cf" href="/v1/openapi.json">openapi.json</a></header>
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
  // Text with \`inline code\` as nodes: the pieces between backticks become <code>.
  const inline = (text) => String(text || '').split('\`').map((piece, i) => (i % 2 ? el('code', {}, piece) : piece));
  const prose = (tag, text) => el(tag, {}, ...inline(text));
  root.textContent = '';
  root.append(prose('p', doc.info.description));
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
    if (described) root.append(prose('p', described.description));
    for (const { path, method, op } of ops) {
      const body = el('div', { class: 'body' }, prose('p', op.description));
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
        body.append(el('div', {}, el('strong', {}, status + ' '), ...inline(response.description), media ? ' (' + media[0] + ')' : ''));
        if (status < '300' && media) {
          body.append(json(resolve(media[1].schema)));
          if (media[1].example) body.append(el('div', {}, 'Example:'), json(media[1].example));
        }
      }
      const scope = op['x-scope'] || '';
      const route = el('span', { class: 'route' }, el('span', { class: 'method ' + method }, method), ' ', el('span', { class: 'path' }, path), ' \\u2014 ', ...inline(op.summary));
      root.append(el('details', {}, el('summary', {}, route, el('span', { class: 'scope' }, scope)), body));
    }
  }
  root.append(el('h2', { id: 'webhooks' }, 'Webhook events'));
  for (const [name, item] of Object.entries(doc.webhooks || {})) {
    const media = item.post.requestBody.content['application/json'];
    const body = el('div', { class: 'body' }, prose('p', item.post.description), json(resolve(media.schema)));
    if (media.example) body.append(el('div', {}, 'Example:'), json(media.example));
    root.append(el('details', {}, el('summary', {}, el('span', { class: 'route' }, el('span', { class: 'path' }, name), ' \\u2014 ', ...inline(item.post.summary))), body));
  }
  root.append(el('h2', { id: 'schemas' }, 'Schemas'));
  for (const [name, schema] of Object.entries(doc.components.schemas))
    root.append(el('details', {}, el('summary', {}, name), el('div', { class: 'body' }, json(schema))));
})().catch((error) => { document.getElementById('root').textContent = 'Could not load the document: ' + error; });
</script>
</body>
</html>
`;
