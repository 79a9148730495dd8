// loader.js — loads a game's table module (the game crate's web/table.js, served at games/GAMEID/table.js) with a dynamic
// import, once per game; resolves to null when the game has no module.

const gameModules = new Map();

export function loadGameModule(gameId) {
  if (!gameModules.has(gameId)) {
    const safe = /^[a-z0-9-]+$/.test(gameId) ? gameId : 'invalid';
    gameModules.set(gameId, import(`./games/${safe}/table.js`).catch((err) => {
      console.warn(`no table module for ${gameId}`, err);
      return null;
    }));
  }
  return gameModules.get(gameId);
}
