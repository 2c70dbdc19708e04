export async function typeCheckSamples() { return true; }
