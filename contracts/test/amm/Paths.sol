// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

// Swap paths of two, three and four tokens, for the router tests and handlers.

function path2(address x, address y) pure returns (address[] memory path) {
    path = new address[](2);
    (path[0], path[1]) = (x, y);
}

function path3(address x, address y, address z) pure returns (address[] memory path) {
    path = new address[](3);
    (path[0], path[1], path[2]) = (x, y, z);
}

function path4(address w, address x, address y, address z) pure returns (address[] memory path) {
    path = new address[](4);
    (path[0], path[1], path[2], path[3]) = (w, x, y, z);
}
