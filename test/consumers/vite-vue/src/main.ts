// A partner's Vue 3 page built by Vite, as the README tells it: the one import registers the tags.
import '@haulkit/elements/haulkit.js';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
