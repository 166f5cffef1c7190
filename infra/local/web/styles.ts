/** The mailbox's one stylesheet: plain, readable, no external fonts or assets. */
export const STYLES = `
:root { --ink:#1d2433; --muted:#647087; --line:#e3e7ef; --bg:#f5f7fb; --card:#fff; --accent:#1f6f5c; --accent-soft:#e4f3ee; --warn:#a45a00; --warn-soft:#fff4e0; --bad:#a3262c; --bad-soft:#fde9ea; }
* { box-sizing: border-box; }
body { margin:0; font:15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color:var(--ink); background:var(--bg); }
a { color:var(--accent); text-decoration:none; }
a:hover { text-decoration:underline; }
header.top { display:flex; align-items:center; gap:18px; padding:10px 22px; background:#183b33; color:#fff; }
header.top a { color:#fff; }
.brand { font-weight:700; font-size:17px; letter-spacing:.2px; }
.brand span { font-weight:400; opacity:.75; margin-left:6px; }
header.top nav { display:flex; gap:14px; flex:1; }
header.top nav a { padding:5px 10px; border-radius:6px; background:rgba(255,255,255,.12); }
.clock { display:flex; align-items:center; gap:10px; font-size:13px; opacity:.95; }
.clock form { margin:0; }
button, .button { font:inherit; border:0; border-radius:7px; padding:7px 14px; background:var(--accent); color:#fff; cursor:pointer; display:inline-block; }
button.light { background:rgba(255,255,255,.16); color:#fff; border:1px solid rgba(255,255,255,.35); padding:5px 11px; }
button:hover, .button:hover { filter:brightness(1.1); text-decoration:none; }
.layout { display:grid; grid-template-columns:290px 1fr; min-height:calc(100vh - 52px); }
aside.sidebar { border-right:1px solid var(--line); background:#fbfcfe; padding:14px 10px; }
aside h2 { font-size:12px; text-transform:uppercase; letter-spacing:.08em; color:var(--muted); margin:4px 10px 10px; }
.boxes { list-style:none; margin:0; padding:0; }
.boxes a { display:flex; align-items:center; gap:8px; padding:8px 10px; border-radius:8px; color:var(--ink); }
.boxes a:hover { background:#eef2f8; text-decoration:none; }
.boxes a.current { background:var(--accent-soft); }
.boxes .addr { flex:1; overflow:hidden; text-overflow:ellipsis; white-space:nowrap; }
.count { font-size:12px; color:var(--muted); background:#eef1f6; border-radius:10px; padding:1px 8px; }
.badge { font-size:11px; font-weight:600; border-radius:10px; padding:1px 8px; background:var(--warn-soft); color:var(--warn); white-space:nowrap; }
.empty { color:var(--muted); padding:8px 10px; }
main { padding:20px 28px 60px; max-width:1100px; width:100%; }
h1 { font-size:22px; margin:4px 0 14px; }
.note { padding:10px 14px; border-radius:8px; margin-bottom:16px; background:var(--accent-soft); border:1px solid #bfe2d6; }
.note.warn { background:var(--warn-soft); border-color:#f3d29c; }
.note.bad { background:var(--bad-soft); border-color:#f1b8bb; }
.card { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:16px 18px; margin-bottom:16px; }
.tabs { display:flex; gap:6px; margin-bottom:12px; }
.tabs a { padding:5px 12px; border-radius:16px; background:#eaeef5; color:var(--ink); font-size:14px; }
.tabs a.current { background:var(--accent); color:#fff; }
table.list { width:100%; border-collapse:collapse; background:var(--card); border:1px solid var(--line); border-radius:10px; overflow:hidden; }
table.list td { padding:10px 14px; border-top:1px solid var(--line); vertical-align:top; }
table.list tr:first-child td { border-top:0; }
table.list tr:hover td { background:#f7f9fc; }
table.list td.when { white-space:nowrap; color:var(--muted); font-size:13px; text-align:right; width:1%; }
table.list td.who { white-space:nowrap; color:var(--muted); width:1%; }
table.list a.subject { color:var(--ink); display:block; }
table.list tr.unread a.subject { font-weight:650; }
table.list tr.unread td:first-child { box-shadow: inset 3px 0 0 var(--accent); }
table.list tr.turn a.subject::before { content:"▶ "; color:var(--warn); font-size:11px; }
table.list tr.turn:not(.unread) a.subject::before { color:var(--muted); }
table.list .preview { font-size:13px; color:var(--muted); display:-webkit-box; -webkit-line-clamp:2; -webkit-box-orient:vertical; overflow:hidden; overflow-wrap:anywhere; }
.count.unread { background:var(--accent); color:#fff; font-weight:600; }
.meta { display:grid; grid-template-columns:max-content 1fr; gap:2px 12px; font-size:14px; color:var(--muted); margin-bottom:14px; }
.meta b { color:var(--ink); font-weight:500; }
.mail-frame { width:100%; min-height:420px; border:1px solid var(--line); border-radius:10px; background:#fff; display:block; }
details { margin:14px 0; }
summary { cursor:pointer; color:var(--muted); }
pre.text { white-space:pre-wrap; background:#fff; border:1px solid var(--line); border-radius:10px; padding:14px; font:13px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; overflow:auto; }
pre.quote { color:var(--muted); border-left:3px solid var(--line); border-radius:0; border-top:0; border-right:0; border-bottom:0; max-height:260px; }
form.mail label, form.stack label { display:block; font-size:13px; color:var(--muted); margin:10px 0 4px; }
input[type=text], input[type=email], textarea, select { width:100%; font:inherit; padding:8px 10px; border:1px solid #cdd4e0; border-radius:7px; background:#fff; color:var(--ink); }
textarea { min-height:110px; font-family:ui-monospace, SFMono-Regular, Menlo, monospace; }
input:focus, textarea:focus, select:focus { outline:2px solid #9fd3c3; border-color:var(--accent); }
.row { display:grid; grid-template-columns:1fr 1fr; gap:12px; }
.actions { margin-top:14px; display:flex; gap:12px; align-items:center; }
.hint { font-size:13px; color:var(--muted); }
code { background:#eef1f6; padding:1px 5px; border-radius:4px; font-size:13px; }
ul.plain { margin:6px 0; padding-left:18px; }
h1, .meta b { overflow-wrap:anywhere; }
/* A phone (390 px): one column, mailboxes as chips above the mail, the clock and its button on a
   line of their own, list rows stacked, forms one field a row. Nothing may scroll sideways. */
@media (max-width: 640px) {
  header.top { flex-wrap:wrap; gap:8px 12px; padding:8px 12px; }
  header.top nav { flex:1 1 auto; gap:8px; }
  .clock { width:100%; justify-content:space-between; flex-wrap:wrap; gap:6px 10px; }
  .layout { grid-template-columns:1fr; min-height:0; }
  aside.sidebar { border-right:0; border-bottom:1px solid var(--line); padding:8px; }
  aside h2 { margin:2px 6px 6px; }
  .boxes { display:flex; flex-wrap:wrap; gap:4px; }
  .boxes a { padding:5px 8px; max-width:100%; }
  main { padding:14px 12px 40px; }
  .row { grid-template-columns:1fr; }
  .actions { flex-wrap:wrap; }
  table.list, table.list tbody, table.list tr, table.list td { display:block; width:auto; }
  table.list tr { border-top:1px solid var(--line); padding:6px 0; }
  table.list tr:first-child { border-top:0; }
  table.list td, table.list td.when, table.list td.who { border-top:0; padding:3px 12px; width:auto; text-align:left; white-space:normal; overflow-wrap:anywhere; }
  .meta { grid-template-columns:1fr; }
  code { overflow-wrap:anywhere; }
}
`;
