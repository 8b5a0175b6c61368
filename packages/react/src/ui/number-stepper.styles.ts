/** Styles of NumberStepper: − box + on one line that never wraps, narrower on phones. */
export const numberStepperStyles = `
@layer hk-kit {
.hk-stepper {
  margin: 0; padding: 0; border: 0; min-inline-size: 0;
  display: inline-flex; flex-wrap: nowrap; align-items: center; gap: calc(var(--_space) / 2);
}
.hk-stepper-input { inline-size: 4.5em; text-align: center; font-variant-numeric: tabular-nums; }
@media (max-width: 767.98px) {
  .hk-stepper-input { inline-size: 3.2em; padding-inline: 0; }
}
}
`;
