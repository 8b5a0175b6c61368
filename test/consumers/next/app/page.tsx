import { Quote } from './quote';

// A server component: the page is rendered on the server and hydrated in the browser.
export default function Page() {
  return (
    <main>
      <h1>Get a quote</h1>
      <Quote />
    </main>
  );
}
