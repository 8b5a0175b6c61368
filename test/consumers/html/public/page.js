// The page's own script (a strict CSP blocks inline ones): it counts the flow's changes.
let changes = 0;
document.addEventListener('hk-change', () => {
  changes += 1;
  document.getElementById('changes').textContent = String(changes);
});
