// The other engine of bench/engine-compare.ts (saboteur-game/engine), which esbuild's alias maps to
// SABOTEUR_ENGINE_DIR at bundle time. Its code is not in this repository; engine-compare-run.ts
// types what it uses of it by hand.
declare module 'saboteur-engine-under-test*';
