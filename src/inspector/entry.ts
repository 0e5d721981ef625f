// The page's code is loaded lazily so that nothing of it is an "initial" module of the build: the
// codeSplitting groups of vite.config.ts then keep it apart from what the app's / loads.
void import('./inspector-app').then(({ mountInspector }) => mountInspector(document.getElementById('root')!));
