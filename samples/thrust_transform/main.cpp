// samples/thrust_transform/main.cpp -- the Thrust sample's host build: g++ against the CUDA
// toolkit's Thrust headers (CCCL), THRUST_DEVICE_SYSTEM_OMP or _CPP; no nvcc involved.
#include "thrust_transform_main.hpp"

int main(int argc, char** argv) { return thrust_transform::run(argc, argv); }
