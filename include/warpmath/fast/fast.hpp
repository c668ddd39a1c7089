// warpmath/fast/fast.hpp -- (being written)
#pragma once
