// The system libsodium (Debian's libsodium-dev), from the default include
// path: no pkg-config, so an app's Linux build needs only the package.
// Used on Linux alone; Apple platforms verify with CryptoKit.
#include <sodium.h>
