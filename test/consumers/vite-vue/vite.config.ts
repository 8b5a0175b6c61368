import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Vue compiles `<hk-*>` as custom elements, not as components of its own.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('hk-') } } })],
});
