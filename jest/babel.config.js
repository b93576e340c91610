module.exports = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  plugins: ["babel-plugin-styled-components"],
};
