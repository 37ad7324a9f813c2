// For a page that embeds the score pad (embed-example.html, docs/embedding.md):
// each <iframe class="golden-sails"> takes the height its content reports.
// Only messages from a frame of this page, of the expected shape, are used.

window.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "golden-sails:height" || !Number.isFinite(data.height)) return;
  for (const frame of document.querySelectorAll("iframe.golden-sails")) {
    if (frame.contentWindow === event.source) {
      frame.height = String(Math.max(100, Math.min(20000, Math.ceil(data.height))));
    }
  }
});
