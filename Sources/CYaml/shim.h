// The system libyaml, through pkg-config's include path (yaml-0.1).
#include <yaml.h>
