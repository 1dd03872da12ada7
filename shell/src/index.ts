// An async boundary: shared libraries are negotiated with the remotes before any app code runs.
void import(/* webpackChunkName: "shell-bootstrap" */ './bootstrap').then(({ startShell }) => startShell());
