// samples/thrust_transform/main.cu -- the Thrust sample's GPU build: nvcc, Thrust's CUDA system.
#include "thrust_transform_main.hpp"

int main(int argc, char** argv) { return thrust_transform::run(argc, argv); }
