export default { test: { testTimeout: 60000, hookTimeout: 180000 } };
