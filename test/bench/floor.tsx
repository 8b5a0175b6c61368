// The floor of a piece's first render: r2wc and one input in a shadow root, nothing of ours.
// `npm run bench` builds it for each runtime and measures Haulkit's elements against it.
import r2wc from '@r2wc/react-to-web-component';

function Floor({ label }: { label?: string }) {
  return (
    <label>
      {label ?? 'Search'}
      <input type="text" />
    </label>
  );
}

customElements.define('bench-floor', r2wc(Floor, { shadow: 'open', props: { label: 'string' } }));
